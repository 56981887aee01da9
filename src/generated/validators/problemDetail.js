// Generated code. Do not modify. Run npm run gen.
export const validate = validate51;

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.type === undefined) && (missing0 = "type")) || ((data.problemId === undefined) && (missing0 = "problemId"))) || ((data.content === undefined) && (missing0 = "content"))) || ((data.images === undefined) && (missing0 = "images"))) || ((data.isNeedScore === undefined) && (missing0 = "isNeedScore"))){
validate51.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
const _errs1 = errors;
if(typeof data.type !== "string"){
validate51.errors = [{instancePath:instancePath+"/type",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sonType !== undefined){
const _errs3 = errors;
if(typeof data.sonType !== "string"){
validate51.errors = [{instancePath:instancePath+"/sonType",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.problemId !== undefined){
let data2 = data.problemId;
const _errs5 = errors;
if((typeof data2 !== "string") && (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2))))){
validate51.errors = [{instancePath:instancePath+"/problemId",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs7 = errors;
if(typeof data.content !== "string"){
validate51.errors = [{instancePath:instancePath+"/content",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.images !== undefined){
let data4 = data.images;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data4[i0] !== "string"){
validate51.errors = [{instancePath:instancePath+"/images/" + i0,keyword:"type",message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/images",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disposeDetail !== undefined){
const _errs13 = errors;
if(typeof data.disposeDetail !== "string"){
validate51.errors = [{instancePath:instancePath+"/disposeDetail",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disposeImages !== undefined){
let data7 = data.disposeImages;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs17 = errors;
if(typeof data7[i1] !== "string"){
validate51.errors = [{instancePath:instancePath+"/disposeImages/" + i1,keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/disposeImages",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isNeedScore !== undefined){
let data9 = data.isNeedScore;
const _errs19 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate51.errors = [{instancePath:instancePath+"/isNeedScore",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
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
else {
validate51.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
