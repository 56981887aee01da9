// Generated code. Do not modify. Run npm run gen.
export const validate = validate19;

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.items === undefined) && (missing0 = "items")){
validate19.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.items !== undefined){
let data0 = data.items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.code === undefined) && (missing1 = "code")) || ((data1.title === undefined) && (missing1 = "title"))) || ((data1.cate === undefined) && (missing1 = "cate"))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0,keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.code !== undefined){
const _errs5 = errors;
if(typeof data1.code !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/code",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.title !== undefined){
const _errs7 = errors;
if(typeof data1.title !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/title",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.subtitle !== undefined){
const _errs9 = errors;
if(typeof data1.subtitle !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/subtitle",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.cate !== undefined){
const _errs11 = errors;
if(typeof data1.cate !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/cate",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.value !== undefined){
const _errs13 = errors;
if(typeof data1.value !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/value",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.note !== undefined){
let data7 = data1.note;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid3 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((data8.name === undefined) && (missing2 = "name")) || ((data8.type === undefined) && (missing2 = "type"))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1,keyword:"required",message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data8.name !== undefined){
const _errs19 = errors;
if(typeof data8.name !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1+"/name",keyword:"type",message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.type !== undefined){
let data10 = data8.type;
const _errs21 = errors;
if((typeof data10 !== "string") && (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10))))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1+"/type",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1,keyword:"type",message:"must be object"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note",keyword:"type",message:"must be array"}];
return false;
}
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.inputType !== undefined){
const _errs23 = errors;
if(typeof data1.inputType !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/inputType",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.cardTypeMi !== undefined){
let data12 = data1.cardTypeMi;
const _errs25 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/cardTypeMi",keyword:"type",message:"must be integer"}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.channelNumber !== undefined){
let data13 = data1.channelNumber;
const _errs27 = errors;
if((typeof data13 !== "string") && (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13))))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/channelNumber",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
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
validate19.errors = [{instancePath:instancePath+"/items/" + i0,keyword:"type",message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/items",keyword:"type",message:"must be array"}];
return false;
}
}
}
}
}
else {
validate19.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

// Values outside these lists pass the check above and are reported as drift.
export const openEnums = [{"path":"/items/*/cate","values":["text","city","day","enum"]}];
