// Generated code. Do not modify. Run npm run gen.
export const validate = validate59;

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.vm === undefined) && (missing0 = "vm")) || ((data.pn === undefined) && (missing0 = "pn"))) || ((data.pl === undefined) && (missing0 = "pl"))) || ((data.rd === undefined) && (missing0 = "rd"))) || ((data.dt === undefined) && (missing0 = "dt"))) || ((data.rp === undefined) && (missing0 = "rp"))) || ((data.ag === undefined) && (missing0 = "ag"))) || ((data.bt === undefined) && (missing0 = "bt"))){
validate59.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.vm !== undefined){
let data0 = data.vm;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate59.errors = [{instancePath:instancePath+"/vm",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pn !== undefined){
const _errs3 = errors;
if(typeof data.pn !== "string"){
validate59.errors = [{instancePath:instancePath+"/pn",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pl !== undefined){
const _errs5 = errors;
if(typeof data.pl !== "string"){
validate59.errors = [{instancePath:instancePath+"/pl",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rd !== undefined){
let data3 = data.rd;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate59.errors = [{instancePath:instancePath+"/rd",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dt !== undefined){
let data4 = data.dt;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.tx === undefined) && (missing1 = "tx")) || ((data5.vl === undefined) && (missing1 = "vl"))){
validate59.errors = [{instancePath:instancePath+"/dt/" + i0,keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.tx !== undefined){
const _errs13 = errors;
if(typeof data5.tx !== "string"){
validate59.errors = [{instancePath:instancePath+"/dt/" + i0+"/tx",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.vl !== undefined){
let data7 = data5.vl;
const _errs15 = errors;
if((typeof data7 !== "string") && (!((typeof data7 == "number") && (isFinite(data7))))){
validate59.errors = [{instancePath:instancePath+"/dt/" + i0+"/vl",keyword:"type",message:"must be string,number"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/dt/" + i0,keyword:"type",message:"must be object"}];
return false;
}
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/dt",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rp !== undefined){
let data8 = data.rp;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid3 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs19 = errors;
if(errors === _errs19){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if(((data9.am === undefined) && (missing2 = "am")) || ((data9.pt === undefined) && (missing2 = "pt"))){
validate59.errors = [{instancePath:instancePath+"/rp/" + i1,keyword:"required",message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data9.am !== undefined){
let data10 = data9.am;
const _errs21 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate59.errors = [{instancePath:instancePath+"/rp/" + i1+"/am",keyword:"type",message:"must be integer"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.pt !== undefined){
let data11 = data9.pt;
const _errs23 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate59.errors = [{instancePath:instancePath+"/rp/" + i1+"/pt",keyword:"type",message:"must be integer"}];
return false;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.ds !== undefined){
const _errs25 = errors;
if(typeof data9.ds !== "string"){
validate59.errors = [{instancePath:instancePath+"/rp/" + i1+"/ds",keyword:"type",message:"must be string"}];
return false;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/rp/" + i1,keyword:"type",message:"must be object"}];
return false;
}
}
var valid3 = _errs19 === errors;
if(!valid3){
break;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/rp",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ag !== undefined){
let data13 = data.ag;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data13)){
var valid5 = true;
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
const _errs29 = errors;
if(errors === _errs29){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing3;
if(((data14.tt === undefined) && (missing3 = "tt")) || ((data14.ul === undefined) && (missing3 = "ul"))){
validate59.errors = [{instancePath:instancePath+"/ag/" + i2,keyword:"required",message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data14.tt !== undefined){
const _errs31 = errors;
if(typeof data14.tt !== "string"){
validate59.errors = [{instancePath:instancePath+"/ag/" + i2+"/tt",keyword:"type",message:"must be string"}];
return false;
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data14.ul !== undefined){
const _errs33 = errors;
if(typeof data14.ul !== "string"){
validate59.errors = [{instancePath:instancePath+"/ag/" + i2+"/ul",keyword:"type",message:"must be string"}];
return false;
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/ag/" + i2,keyword:"type",message:"must be object"}];
return false;
}
}
var valid5 = _errs29 === errors;
if(!valid5){
break;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/ag",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bt !== undefined){
const _errs35 = errors;
if(typeof data.bt !== "string"){
validate59.errors = [{instancePath:instancePath+"/bt",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pp !== undefined){
let data18 = data.pp;
const _errs37 = errors;
if(errors === _errs37){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing4;
if((data18.im === undefined) && (missing4 = "im")){
validate59.errors = [{instancePath:instancePath+"/pp",keyword:"required",message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data18.im !== undefined){
const _errs39 = errors;
if(typeof data18.im !== "string"){
validate59.errors = [{instancePath:instancePath+"/pp/im",keyword:"type",message:"must be string"}];
return false;
}
var valid7 = _errs39 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.lk !== undefined){
const _errs41 = errors;
if(typeof data18.lk !== "string"){
validate59.errors = [{instancePath:instancePath+"/pp/lk",keyword:"type",message:"must be string"}];
return false;
}
var valid7 = _errs41 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/pp",keyword:"type",message:"must be object"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate59.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
